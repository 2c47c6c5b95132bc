/**
 * The body of an API page (the layout renders the `<Name> API` h1 and the table of contents from `apiToc`):
 * description, import snippet, then one h2 section per `apiSections` entry.
 */
import * as React from 'react';
import { apiDescription, apiSections, type ApiSectionId } from './apiSections.ts';
import type { ApiRecord, ComponentApi, HookApi } from './apiRecord.ts';
import { ClassesTable, PropsTable, SlotsTable } from './ApiTables.tsx';
import { HighlightedCode } from '../code/HighlightedCode.tsx';
import { InlineMarkdown } from './InlineMarkdown.tsx';
import { LinkItems } from '../shell/LinkItems.tsx';
import { SectionHeading } from './SectionHeading.tsx';
import { useWithBase } from '../shell/SiteUrlContext.tsx';

/** A page whose demos use the component, listed under "Demos". */
export interface DemoPageLink {
  route: string;
  title: string;
}

/** The component whose props this one also accepts, linked when the site has its API page. */
export interface InheritsNote {
  component: string;
  href?: string;
}

/** What an API page shows besides the declarations, worked out by the build from the site. */
export interface ApiPageExtras {
  demos: DemoPageLink[];
  /** The import snippet as highlighted `<pre>` HTML; null when the record has no import. */
  importHtml: string | null;
  /** The theme's `components` key that sets the component's default props, e.g. `MuiButton`. */
  themeDefaultPropsName?: string;
  sourceHref?: string;
  inherits?: InheritsNote;
}

export interface ApiPageProps {
  api: ApiRecord;
  extras: ApiPageExtras;
}

/** Renders the documentation of one component or hook. */
export function ApiPage({ api, extras }: ApiPageProps) {
  return (
    <>
      {/* `.description` is where the ad slot goes, as on every docs page. */}
      <div className="description">
        <InlineMarkdown as="p" text={apiDescription(api)} />
      </div>
      {api.deprecated !== undefined ? (
        <div className="MuiCallout-root MuiCallout-warning" data-callout="warning">
          <div className="MuiCallout-content">
            <p className="MuiCallout-title">Deprecated</p>
            <InlineMarkdown as="p" text={api.deprecated || `${api.name} will be removed in a future major version.`} />
          </div>
        </div>
      ) : null}
      {extras.demos.length > 0 ? (
        <section>
          <SectionHeading id="demos" title="Demos" />
          <ul>
            <LinkItems links={extras.demos.map((demo) => ({ href: demo.route, title: demo.title }))} />
          </ul>
        </section>
      ) : null}
      {extras.importHtml ? (
        <>
          <SectionHeading id="import" title="Import" />
          <HighlightedCode language="jsx" html={extras.importHtml} />
        </>
      ) : null}
      {extras.sourceHref ? (
        <p>
          <a href={extras.sourceHref} target="_blank" rel="noopener">
            Source code of {api.name}
          </a>
        </p>
      ) : null}
      {apiSections(api).map((section) => (
        <section key={section.id}>
          <SectionHeading id={section.id} title={section.title} />
          {api.kind === 'hook' ? (
            <HookSection api={api} id={section.id} />
          ) : (
            <ComponentSection api={api} id={section.id} themeDefaultPropsName={extras.themeDefaultPropsName} inherits={extras.inherits} />
          )}
        </section>
      ))}
    </>
  );
}

function ComponentSection({ api, id, themeDefaultPropsName, inherits }: { api: ComponentApi; id: ApiSectionId; themeDefaultPropsName?: string; inherits?: InheritsNote }) {
  const withBase = useWithBase();
  if (id === 'css') return <ClassesTable rows={api.classes} />;
  if (id === 'slots') return <SlotsTable rows={api.slots} />;
  return (
    <>
      {api.props.length > 0 ? <PropsTable rows={api.props} /> : <p>This component has no props of its own.</p>}
      {inherits ? (
        <p>
          Props of the {inherits.href ? <a href={withBase(inherits.href)}>{inherits.component}</a> : <code>{inherits.component}</code>} component are also
          available.
        </p>
      ) : null}
      {themeDefaultPropsName ? (
        <p>
          <strong>Theme default props:</strong> use <code>{themeDefaultPropsName}</code> in the theme&apos;s <code>components</code> to change the
          default props of this component.
        </p>
      ) : null}
    </>
  );
}

function HookSection({ api, id }: { api: HookApi; id: ApiSectionId }) {
  if (id === 'parameters') return api.parameters.length > 0 ? <PropsTable rows={api.parameters} /> : <p>This hook takes no parameters.</p>;
  return api.returnValue.length > 0 ? (
    <PropsTable rows={api.returnValue} withDefault={false} />
  ) : (
    <p>
      Returns <code>{api.returnType.full ?? api.returnType.text}</code>.
    </p>
  );
}
