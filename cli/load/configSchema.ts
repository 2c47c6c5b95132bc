/** The shape of site.config.ts, checked key by key so a typo fails with its name, its line and the keys that exist. */
import type { SiteConfig } from '../../runtime/config.ts';

type Check = (value: unknown) => string | null;

const isString: Check = (v) => (typeof v === 'string' && v.length > 0 ? null : 'must be a non-empty string');
const isBoolean: Check = (v) => (typeof v === 'boolean' ? null : 'must be true or false');
const isNumber01: Check = (v) => (typeof v === 'number' && v >= 0 && v <= 1 ? null : 'must be a number from 0 to 1');
const isUrl: Check = (v) => (typeof v === 'string' && /^https?:\/\/[^/]+/.test(v) ? null : 'must be an absolute http(s) URL');
const isPath: Check = (v) => (typeof v === 'string' && v.startsWith('/') ? null : 'must be a path starting with /');
const isStringList: Check = (v) => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? null : 'must be a list of strings');
const isStringRecord: Check = (v) =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string')
    ? null
    : 'must be an object mapping paths to paths';

interface ObjectSchema {
  required: string[];
  keys: Record<string, Check | ObjectSchema | { list: ObjectSchema }>;
}

const versionSchema: ObjectSchema = { required: ['text', 'href'], keys: { text: isString, href: isString, current: isBoolean } };
const productSchema: ObjectSchema = {
  required: ['id', 'name', 'versions'],
  keys: { id: isString, name: isString, logo: isPath, versions: { list: versionSchema }, nav: isString, apiPackage: isString, apiSourceUrl: isUrl, description: isString },
};
const sideLinkSchema: ObjectSchema = { required: ['title', 'href'], keys: { title: isString, href: isString } };

export const siteConfigSchema: ObjectSchema = {
  required: ['title', 'siteUrl', 'languages', 'products'],
  keys: {
    title: isString,
    description: isString,
    siteUrl: isUrl,
    productionHost: isString,
    editUrl: isUrl,
    languages: isStringList,
    products: { list: productSchema },
    sideLinks: { list: sideLinkSchema },
    footerLinks: { list: sideLinkSchema },
    analytics: {
      required: [],
      keys: { functionName: isString, measurementId: isString, scriptUrl: isUrl, GADisplayRatio: isNumber01 },
    },
    ads: { required: ['enabled'], keys: { enabled: isBoolean, networkScriptUrl: isUrl, feedUrl: isString, sponsorBackersUrl: isUrl } },
    feedback: { required: ['enabled', 'endpoint'], keys: { enabled: isBoolean, endpoint: isPath } },
    redirects: isStringRecord,
    templates: { required: ['catalog', 'routePrefix'], keys: { catalog: isString, routePrefix: isPath, sourceUrl: isUrl } },
  },
};

export interface ConfigProblem {
  /** Dotted path of the offending key, e.g. `products[1].versions[0].href`. */
  path: string;
  /** The key as written, to find its line in the source. */
  key: string;
  message: string;
}

function isSchema(s: unknown): s is ObjectSchema {
  return typeof s === 'object' && s !== null && 'keys' in s;
}

/** Every problem of a config object against a schema; empty when valid. */
export function checkConfig(value: unknown, schema: ObjectSchema = siteConfigSchema, path = ''): ConfigProblem[] {
  const here = path || 'config';
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return [{ path: here, key: path.split('.').pop() ?? '', message: `${here} must be an object` }];
  }
  const problems: ConfigProblem[] = [];
  const record = value as Record<string, unknown>;
  for (const key of schema.required) {
    if (!(key in record)) problems.push({ path: here, key, message: `${here} is missing the required key "${key}"` });
  }
  for (const [key, child] of Object.entries(record)) {
    const childPath = path ? `${path}.${key}` : key;
    const rule = schema.keys[key];
    if (!rule) {
      problems.push({ path: childPath, key, message: `unknown key "${childPath}"; known keys here: ${Object.keys(schema.keys).join(', ')}` });
    } else if (typeof rule === 'function') {
      const error = rule(child);
      if (error) problems.push({ path: childPath, key, message: `"${childPath}" ${error}` });
    } else if (isSchema(rule)) {
      problems.push(...checkConfig(child, rule, childPath));
    } else if (!Array.isArray(child)) {
      problems.push({ path: childPath, key, message: `"${childPath}" must be a list` });
    } else {
      child.forEach((item, i) => problems.push(...checkConfig(item, rule.list, `${childPath}[${i}]`)));
    }
  }
  return problems;
}

/** The config a plain folder of Markdown gets: one untitled product, no ads, no feedback. */
export function defaultConfig(folderName: string): SiteConfig {
  return {
    title: folderName,
    siteUrl: 'http://localhost',
    languages: ['en'],
    products: [],
    ads: { enabled: false },
    feedback: { enabled: false, endpoint: '/api/feedback' },
  };
}
