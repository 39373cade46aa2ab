import { useEffect } from 'react';
import { useSession } from '../lib/session.ts';
import { useTheme } from '../lib/theme.tsx';

/** After sign-in the theme saved on the user's profile wins over this browser's (brief: platform foundation). */
export function ThemeSync() {
  const { user } = useSession();
  const { setTheme } = useTheme();
  const userId = user?.id;
  const userTheme = user?.theme;
  useEffect(() => {
    if (userId && userTheme) setTheme(userTheme);
  }, [userId, userTheme, setTheme]);
  return null;
}
