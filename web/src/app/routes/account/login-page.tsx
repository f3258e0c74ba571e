import { PagePlaceholder } from '../page-placeholder.tsx';

export function LoginPage() {
  return (
    <PagePlaceholder
      title="Login"
      eyebrow="Welcome back"
      next={{ to: '/signup', label: 'New here? Create an account' }}
    />
  );
}
