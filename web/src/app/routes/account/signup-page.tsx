import { PagePlaceholder } from '../page-placeholder.tsx';

export function SignupPage() {
  return (
    <PagePlaceholder
      title="Signup"
      eyebrow="Create your account"
      next={{ to: '/login', label: 'Already registered? Login' }}
    />
  );
}
