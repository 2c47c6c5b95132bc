/** The footer line shared by every page. */
import * as React from 'react';

export function SiteFooter({ siteTitle }: { siteTitle: string }) {
  return (
    <div className="site-footer">
      <span>{siteTitle} documentation, built with docsgen.</span>
      <a href="/blog/">Blog</a>
      <a href="/versions/">Versions</a>
    </div>
  );
}
