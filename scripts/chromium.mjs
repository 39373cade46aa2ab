import { execSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * The browser tests use Debian's Chromium (never a downloaded build): CHROME_PATH or /usr/bin/chromium.
 * When neither exists, root installs Debian's package; anyone else is told how.
 */
export function ensureChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter((p) => typeof p === 'string');
  const found = candidates.find((p) => fs.existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log('Chromium not found: installing Debian package chromium (apt-get)...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(
    'The browser tests need Chromium and none was found.\n' +
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROME_PATH at a Chromium/Chrome binary.',
  );
  process.exit(1);
}
