import { AdminShell } from '#web/features/admin/admin-shell.tsx';
import { useAdminSection } from '#web/features/admin/use-admin-section.ts';
import { usePageTitle } from '#web/features/config/config-api.ts';
import { useSession } from '#web/lib/session.ts';

/** /admin/dashboard?section=…: the route guard lets only staff in. */
export function AdminDashboardPage() {
  const role = useSession().user?.role ?? 'USER';
  const { current, refusedLabel } = useAdminSection(role);
  usePageTitle(`${current?.label ?? refusedLabel ?? 'Admin'} · Admin Dashboard`);
  return <AdminShell role={role} current={current} refusedLabel={refusedLabel} />;
}
