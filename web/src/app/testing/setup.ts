import { configure } from '@testing-library/react';

// Two cores run the API and component suites side by side; on a busy machine lazy pages and jsdom
// take longer than Testing Library's default 1 s to appear, which is slowness, not a failure.
configure({ asyncUtilTimeout: 5_000 });
