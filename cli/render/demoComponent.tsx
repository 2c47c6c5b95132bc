/**
 * The `docsgen-demo` element of Markdown as a demo block. Kept apart from demo preparation so the render threads, which
 * only show prepared demos, do not load the bundler, the formatter and the demo providers that preparing needs.
 */
import * as React from 'react';
import path from 'node:path';
import type { PreparedDemo } from '../demos/prepareDemo.tsx';
import { DemoBlock } from '../../templates/demo/DemoBlock.tsx';
import { PageFileContext } from './pageFileContext.ts';

/** The `docsgen-demo` element of Markdown: one component for all pages, finding the demo beside the page being rendered. */
export function demoComponent(prepared: Map<string, PreparedDemo>): React.ComponentType<{ name: string; options?: string }> {
  return function DocsgenDemo({ name, options }) {
    const pageFile = React.useContext(PageFileContext);
    if (!pageFile) throw new Error('docsgen: a demo was rendered outside a page');
    const demo = prepared.get(path.join(path.dirname(pageFile), name));
    if (!demo) throw new Error(`demo ${name} was not prepared`);
    const parsed = options ? (JSON.parse(options) as { bg?: boolean; hideToolbar?: boolean }) : {};
    return (
      <DemoBlock
        id={`demo-${name.replace(/\.tsx?$/, '')}`}
        variants={demo.variants}
        stylingSwitchSrc={demo.stylingSwitchSrc}
        bg={parsed.bg}
        hideToolbar={parsed.hideToolbar}
      />
    );
  };
}
