import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, errorMessage } from '#web/lib/api-client.ts';
import { LOGGED_OUT, LOGOUT_FAILED } from '#web/lib/messages.ts';
import { notify } from '#web/lib/notify.ts';
import { clearUserQueries } from '#web/lib/query-client.ts';
import { signOut } from '#web/lib/session.ts';

/** Ends the session on the server; locally the session ends whatever the server answers. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.get('/api/user/logout', undefined, { defaultMessage: LOGOUT_FAILED }),
    onSuccess: () => notify.success(LOGGED_OUT),
    onError: (error) => notify.error(errorMessage(error, LOGOUT_FAILED)),
    onSettled: async () => {
      // Leave the page first: signing out on a login-only page would bounce the visitor to /login.
      await navigate('/', { flushSync: true });
      signOut();
      clearUserQueries(queryClient);
    },
  });
}
