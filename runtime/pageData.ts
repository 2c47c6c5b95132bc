/** The facts the server puts in each page for the runtime (`<script type="application/json" id="docsgen-data">`). */
import type { AdsConfig, AnalyticsConfig, FeedbackConfig } from './config.ts';

export interface PageData {
  route: string;
  productId: string | null;
  /** Version of the product the page documents, sent with feedback. */
  version: string;
  language: string;
  productionHost?: string;
  analytics?: AnalyticsConfig;
  ads?: AdsConfig;
  feedback?: FeedbackConfig;
}

export const PAGE_DATA_ID = 'docsgen-data';

/** Reads the page's data; a page without it was not built by docsgen, which is a developer error. */
export function readPageData(doc: Document = document): PageData {
  const element = doc.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) {
    throw new Error(`docsgen: the docs config is missing from this page (no #${PAGE_DATA_ID} element). Pages must be built with docsgen build.`);
  }
  return JSON.parse(element.textContent) as PageData;
}
