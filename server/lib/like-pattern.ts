/** `%text%` for ILIKE, with the user's own `\`, `%` and `_` matched literally (PostgreSQL's default escape is `\`). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
