import { configure } from '@testing-library/react';

// findBy…/waitFor give up after 1 s by default. A lazily loaded piece (a deferred menu, a dialog chunk) is transformed
// on its first import in a test run, which takes longer than that on a busy two-core machine; the assertions are
// the same, only the patience differs.
configure({ asyncUtilTimeout: 5000 });
