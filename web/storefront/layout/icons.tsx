/** The social networks' icons of the footer, drawn by us as simple shapes (24×24, currentColor). */
export function SocialIcon({ network }: { network: 'facebook' | 'instagram' }) {
  return network === 'facebook' ? (
    <svg className="social-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="20" height="20" rx="5" fill="currentColor" />
      <path
        d="M16.5 22v-7.3h2.4l.4-2.9h-2.8V10c0-.8.3-1.4 1.5-1.4h1.4V6.1a18 18 0 0 0-2.1-.1c-2.1 0-3.6 1.3-3.6 3.7v2.1h-2.3v2.9h2.3V22z"
        fill="var(--social-icon-cut, #1a1a1a)"
      />
    </svg>
  ) : (
    <svg className="social-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.2" cy="6.8" r="1.2" fill="currentColor" />
    </svg>
  );
}
