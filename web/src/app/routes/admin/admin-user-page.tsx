import { useParams } from 'react-router';
import { PagePlaceholder } from '../page-placeholder.tsx';

export function AdminUserPage() {
  const { id } = useParams();
  return (
    <PagePlaceholder
      title="User details"
      eyebrow="Staff area"
      next={{ to: '/admin/dashboard', label: 'Back to the dashboard' }}
    >
      {id && <p className="mt-4 text-sm text-muted">User {id}</p>}
    </PagePlaceholder>
  );
}
