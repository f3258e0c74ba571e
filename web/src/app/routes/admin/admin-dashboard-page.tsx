import { PagePlaceholder } from '../page-placeholder.tsx';

export function AdminDashboardPage() {
  return (
    <PagePlaceholder
      title="Admin Dashboard"
      eyebrow="Staff area"
      next={{ to: '/', label: 'Back to the shop' }}
    />
  );
}
