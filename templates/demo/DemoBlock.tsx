/**
 * A live demo on a page: the server-rendered preview (hydrated as an island on the reader's first pointer or focus in
 * it), its toolbar, and the source in both variants. A demo with styling variants has one preview and one source panel
 * per styling and a switch between them; CSS on `<html data-code-styling>` shows the reader's styling
 * (templates/styles/codeStylingCss.ts). The toolbar's actions run in runtime/islands/demo/demoToolbar.ts.
 */
import * as React from 'react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/Edit';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import LinkIcon from '@mui/icons-material/Link';
import GitHubIcon from '@mui/icons-material/GitHub';
import CodeIcon from '@mui/icons-material/Code';
import BoltIcon from '@mui/icons-material/Bolt';
import { CODE_STYLING_KEYS, type CodeStyling } from '../../runtime/codePreferences.ts';
import type { TranslationKey } from '../../runtime/translations/index.ts';
import { HighlightedCode } from '../code/HighlightedCode.tsx';
import { DEMO_THEME_CLASS } from '../../runtime/constants.ts';
import { escapeHtml } from '../escape.ts';
import { useWithBase } from '../shell/SiteUrlContext.tsx';
import { useTranslate } from '../shell/TranslationContext.tsx';

/** One styling variant of the demo, or the demo itself when it has none. */
export interface DemoVariant {
  /** The styling it shows; null for a demo without styling variants. */
  styling: CodeStyling | null;
  /** Its server HTML, hydrated in place by `islandSrc`. */
  previewHtml: string;
  /** Classes its Tailwind or stylesheet CSS is scoped to. */
  previewClasses: string[];
  islandSrc: string;
  /** The chunks `islandSrc` imports that a page does not have yet, relative to it: prefetched ahead of a first use. */
  islandImports: string[];
  /** Highlighted source (a `<pre>`) per code variant. */
  tsHtml: string;
  jsHtml: string;
  /** The stylesheets it imports, highlighted. */
  stylesheets: { name: string; html: string }[];
  /** Its source file in the repository, when the site config gives an edit URL. */
  sourceUrl: string | null;
  /** npm packages (name → version) a sandbox needs to run it. */
  dependencies: Record<string, string>;
}

export interface DemoBlockProps {
  /** Stable id for anchors, e.g. `demo-BasicButtons`. */
  id: string;
  /** The fallback variant first: shown when the reader's styling is not among them. */
  variants: DemoVariant[];
  /** URL of the styling switch island, for a demo with styling variants. */
  stylingSwitchSrc?: string | null;
  /** Demo options from the Markdown (`bg`, `hideToolbar`). */
  bg?: boolean;
  hideToolbar?: boolean;
}

/** The attributes that tie a preview, source panel or switch option to its styling, for the CSS that picks one. */
function stylingAttributes(variant: DemoVariant, fallback: DemoVariant): Record<string, string> {
  if (!variant.styling) return {};
  return { 'data-styling': CODE_STYLING_KEYS[variant.styling], ...(variant === fallback ? { 'data-styling-fallback': '' } : {}) };
}

/** A control of the toolbar with its tooltip, shown on hover and on keyboard focus (the stylesheet's `.demo-tool`). */
function Tool({ tip, children }: { tip: string; children: React.ReactElement }) {
  return (
    <span className="demo-tool">
      {children}
      <span className="demo-tip" aria-hidden="true">
        {tip}
      </span>
    </span>
  );
}

/** An icon button of the toolbar: its accessible name is its tooltip. */
function ActionButton({ action, label, icon, ...rest }: { action: string; label: string; icon: React.ReactNode } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <Tool tip={label}>
      <button type="button" className="demo-action" data-demo-action={action} aria-label={label} {...rest}>
        {icon}
      </button>
    </Tool>
  );
}

function Toolbar({ id, variants, styled, stylingSwitchSrc }: { id: string; variants: DemoVariant[]; styled: DemoVariant[]; stylingSwitchSrc?: string | null }) {
  const t = useTranslate();
  const withBase = useWithBase();
  const [fallback] = variants;
  const tipId = (name: string) => `${id}-tip-${name}`;
  /** A text button (JS, TS, a styling): the visible text is its name, the tooltip describes it. */
  const optionTip = (name: string, tip: string, button: React.ReactElement<React.ButtonHTMLAttributes<HTMLButtonElement>>) => (
    <span key={name} className="demo-tool">
      {React.cloneElement(button, { 'aria-describedby': tipId(name) })}
      <span className="demo-tip" id={tipId(name)} aria-hidden="true">
        {tip}
      </span>
    </span>
  );
  const languageOption = (variant: 'JS' | 'TS', tip: TranslationKey) =>
    optionTip(
      variant.toLowerCase(),
      t(tip),
      <button type="button" data-code-variant-option={variant} aria-pressed={variant === 'TS'}>
        {variant}
      </button>,
    );
  return (
    <div className="demo-toolbar" role="group" aria-label={t('demo.actions')}>
      <button type="button" className="demo-code-toggle" data-demo-action="code" aria-expanded="false" aria-controls={`${id}-code`}>
        <CodeIcon fontSize="small" />
        <span className="demo-show-label">{t('demo.showCode')}</span>
        <span className="demo-hide-label">{t('demo.hideCode')}</span>
      </button>
      <span className="demo-switches">
        {styled.length && stylingSwitchSrc ? (
          <span
            className="code-styling-switch"
            role="group"
            aria-label={t('demo.stylingSolution')}
            data-island="code-styling-switch"
            data-island-src={withBase(stylingSwitchSrc)}
            data-hydrate="load"
          >
            {styled.map((variant) =>
              optionTip(
                `styling-${CODE_STYLING_KEYS[variant.styling!]}`,
                t('demo.stylingOption', { styling: variant.styling! }),
                <button key={variant.styling} type="button" data-code-styling-option={variant.styling!} {...stylingAttributes(variant, fallback)} aria-pressed={variant === fallback}>
                  {variant.styling}
                </button>,
              ),
            )}
          </span>
        ) : null}
        <span className="code-variant-switch" role="group" aria-label={t('demo.codeLanguage')}>
          {languageOption('JS', 'demo.javaScript')}
          {languageOption('TS', 'demo.typeScript')}
        </span>
      </span>
      <span className="demo-actions">
        <ActionButton action="edit" label={t('demo.edit')} icon={<EditIcon fontSize="small" />} aria-pressed="false" />
        <Tool tip={t('demo.copy')}>
          <button
            type="button"
            className="demo-action demo-copy"
            data-demo-action="copy"
            aria-label={t('demo.copy')}
            data-ga-event-category="demo"
            data-ga-event-action="copy-click"
            data-ga-event-label={id}
          >
            <ContentCopyIcon fontSize="small" />
            <span className="demo-copied-label" role="status">
              {t('demo.copied')}
            </span>
          </button>
        </Tool>
        <Tool tip={t('demo.permalink')}>
          <a className="demo-action" href={`#${id}`} aria-label={t('demo.permalink')}>
            <LinkIcon fontSize="small" />
          </a>
        </Tool>
        {variants.map((variant) =>
          variant.sourceUrl ? (
            <span key={variant.islandSrc} className={styled.length ? 'demo-styling-pane' : undefined} {...stylingAttributes(variant, fallback)}>
              <Tool tip={t('demo.viewSource')}>
                <a className="demo-action" href={variant.sourceUrl} target="_blank" rel="noopener nofollow" aria-label={t('demo.viewSource')}>
                  <GitHubIcon fontSize="small" />
                </a>
              </Tool>
            </span>
          ) : null,
        )}
        <ActionButton action="codesandbox" label={t('demo.codeSandbox')} icon={<CodeSandboxIcon />} />
        <ActionButton action="stackblitz" label={t('demo.stackBlitz')} icon={<BoltIcon fontSize="small" />} />
        <ActionButton action="reset-focus" label={t('demo.resetFocus')} icon={<CenterFocusStrongIcon fontSize="small" />} />
        <ActionButton action="reset" label={t('demo.resetDemo')} icon={<RestartAltIcon fontSize="small" />} />
      </span>
    </div>
  );
}

/** CodeSandbox's cube mark (not among the Material icons), drawn at the icons' size. */
function CodeSandboxIcon() {
  return (
    <svg className="MuiSvgIcon-root MuiSvgIcon-fontSizeSmall demo-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2 3 7v10l9 5 9-5V7l-9-5Zm0 2.3 6.6 3.7L12 11.7 5.4 8 12 4.3ZM5 9.7l6 3.4v6.6l-6-3.3V9.7Zm8 10v-6.6l6-3.4v6.7l-6 3.3Z" fill="currentColor" />
    </svg>
  );
}

export function DemoBlock({ id, variants, stylingSwitchSrc, bg, hideToolbar }: DemoBlockProps) {
  const t = useTranslate();
  const withBase = useWithBase();
  const [fallback] = variants;
  const styled = variants.filter((variant) => variant.styling !== null);
  const paneClass = styled.length ? ' demo-styling-pane' : '';
  return (
    <div
      className="demo"
      id={id}
      data-editor-label={hideToolbar ? undefined : t('demo.editorLabel')}
      data-demo-stylings={styled.length ? styled.map((v) => CODE_STYLING_KEYS[v.styling!]).join(' ') : undefined}
    >
      {variants.map((variant) => (
        <div
          key={variant.islandSrc}
          className={[bg ? 'demo-preview demo-preview-bg' : 'demo-preview', DEMO_THEME_CLASS, ...variant.previewClasses].join(' ') + paneClass}
          {...stylingAttributes(variant, fallback)}
          data-island="demo"
          data-hydrate="intent"
          data-island-src={withBase(variant.islandSrc)}
          data-island-prefetch={variant.islandImports.join(' ') || undefined}
          dangerouslySetInnerHTML={{ __html: variant.previewHtml }}
        />
      ))}
      {hideToolbar ? null : (
        <>
          <Toolbar id={id} variants={variants} styled={styled} stylingSwitchSrc={stylingSwitchSrc} />
          <div className="demo-code" id={`${id}-code`}>
            {variants.map((variant) => (
              <div
                key={variant.islandSrc}
                className={`demo-sources${paneClass}`}
                {...stylingAttributes(variant, fallback)}
                data-dependencies={JSON.stringify(variant.dependencies)}
              >
                <div className="demo-source" data-code-variant="TS">
                  <HighlightedCode language="tsx" html={variant.tsHtml} />
                </div>
                <div className="demo-source" data-code-variant="JS">
                  <HighlightedCode language="jsx" html={variant.jsHtml} />
                </div>
                {variant.stylesheets.map((sheet) => (
                  <HighlightedCode key={sheet.name} language="css" html={`<div class="MuiCode-title">${escapeHtml(sheet.name)}</div>${sheet.html}`} />
                ))}
              </div>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
