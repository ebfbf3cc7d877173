/**
 * The social feed widget of the social-media block (storefront.md §2, §7 "a social feed widget
 * script (after consent)"). Rendered only once cookie consent exists (the block shows a note
 * before): the widget's container markup (sanitised like any rich text) and then its script,
 * added once per address.
 *
 * Decision: the block stores the widget as the provider hands it out, split in two: `script`
 * (the https address of the provider's loader, e.g. Elfsight's or Juicer's) and `html` (the
 * container element it fills). The Content-Security-Policy must list the provider's hosts
 * (shared/web/content-security-policy.ts), like the tag manager's.
 */
import { useEffect } from 'react';
import { RichText } from './RichText';

const added = new Set<string>();

export function SocialFeed({ widget }: { widget: { script: string; html: string } }) {
  useEffect(() => {
    if (added.has(widget.script)) return;
    added.add(widget.script);
    const script = document.createElement('script');
    script.src = widget.script;
    script.async = true;
    document.body.append(script);
  }, [widget.script]);
  return <RichText html={widget.html} className="social-feed" />;
}
