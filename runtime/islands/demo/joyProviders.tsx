/** Browser entry helper: the Joy providers. */
export { JoyDemoProviders as Providers } from './JoyDemoProviders.tsx';
