/** The items of a plain list of links (products, pages, demos), one `<li>` each, for the `<ul>` around them. */
import * as React from 'react';

export function LinkItems({ links }: { links: readonly { href: string; title: string }[] }) {
  return (
    <>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.title}</a>
        </li>
      ))}
    </>
  );
}
