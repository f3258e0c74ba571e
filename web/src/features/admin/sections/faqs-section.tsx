/** Placeholder: the section's screen is being built (issue 7). */
export function FaqsSection() {
  return <p className="text-muted">This section is being prepared.</p>;
}
