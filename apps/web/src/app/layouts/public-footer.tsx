import { Link } from 'react-router';
import { Logo } from '../../components/logo.tsx';

const quickLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/contact', label: 'Contact' },
  { to: '/resources', label: 'Resources' },
  { to: '/privacy', label: 'Terms & Privacy' },
  { to: '/auth', label: 'Sign In' },
];

export function PublicFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3 md:px-6">
        <div className="grid content-start gap-2">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">
            Equipment tracking, maintenance, parts and quote-to-invoice in one portal.
          </p>
        </div>
        <nav aria-label="Quick links">
          <h2 className="mb-2 text-sm font-semibold">Quick links</h2>
          <ul className="grid grid-cols-2 gap-x-4 text-sm">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-flex min-h-11 items-center text-muted-foreground hover:text-foreground md:min-h-8">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid content-start gap-2 text-sm">
          <h2 className="font-semibold">Contact</h2>
          <p className="text-muted-foreground">Questions about plans, access or your account?</p>
          <Link to="/contact" className="inline-flex min-h-11 items-center font-medium text-accent-text hover:underline md:min-h-8">
            Contact us
          </Link>
        </div>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-muted-foreground md:px-6">© {new Date().getFullYear()} GEARS Portal</p>
      </div>
    </footer>
  );
}
