/** An h2 of an API page: its id is the section's hash, with the anchor link Markdown headings have. */
import * as React from 'react';

/** Renders `<h2 id>` followed by a hidden-until-hover link to itself. */
export function SectionHeading({ id, title }: { id: string; title: string }) {
  return (
    <h2 id={id}>
      {title}
      <a className="anchor-link" href={`#${id}`} aria-labelledby={id} tabIndex={-1}>
        <svg
          viewBox="0 0 24 24"
          width={18}
          height={18}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M5 9h15M4 15h15M10 4L8 20M16 4l-2 16" />
        </svg>
      </a>
    </h2>
  );
}
