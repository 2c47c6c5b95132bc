/** The styled 404 page. */
import * as React from 'react';

export function NotFoundPage() {
  return (
    <div className="not-found">
      <h1 className="docs-title">Page not found</h1>
      <p className="docs-description">The page you were looking for does not exist, or it has moved.</p>
      <p>
        <a className="edit-link" href="/">
          Go to the home page
        </a>
      </p>
    </div>
  );
}
