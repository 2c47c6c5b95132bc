/** Shared fixtures for the search tests: a small hand-written site, and the built search files served from memory. */
import type { SearchDoc } from '../../../cli/search/buildSearchIndex.ts';
import type { JsonFetcher } from '../../../runtime/islands/search/searchEngine.ts';

/** A few pages over three products, each with words found nowhere else. */
export const smallSite: SearchDoc[] = [
  {
    route: '/material-ui/react-button/',
    title: 'Button',
    productId: 'material-ui',
    sections: [
      { id: null, heading: 'Button', text: 'Buttons allow users to take actions with a single tap.' },
      { id: 'variants', heading: 'Variants', text: 'Text, contained and outlined buttons express emphasis.' },
      { id: 'loading', heading: 'Loading', text: 'Use the loading prop to show a spinner; the quokka waits patiently.' },
    ],
  },
  {
    route: '/material-ui/react-slider/',
    title: 'Slider',
    productId: 'material-ui',
    sections: [
      { id: null, heading: 'Slider', text: 'Sliders let users select a value from a range.' },
      { id: 'marks', heading: 'Marks', text: 'Marks show the steps; a button can reset the slider.' },
    ],
  },
  {
    route: '/material-ui/customization/theming/',
    title: 'Theming',
    productId: 'material-ui',
    sections: [
      { id: null, heading: 'Theming', text: 'Customize the theme with createTheme and ThemeProvider.' },
      { id: 'palette', heading: 'Palette', text: 'The palette holds the colors; a slider demo shows contrast. Slider slider slider.' },
    ],
  },
  {
    route: '/joy-ui/react-button/',
    title: 'Button',
    productId: 'joy-ui',
    sections: [
      { id: null, heading: 'Button', text: 'Joy buttons come in solid, soft, outlined and plain variants.' },
      { id: 'decorators', heading: 'Decorators', text: 'Start and end decorators hold icons beside the label.' },
    ],
  },
  {
    route: '/joy-ui/react-slider/',
    title: 'Slider',
    productId: 'joy-ui',
    sections: [
      { id: null, heading: 'Slider', text: 'Joy sliders pick a value or a range along a track.' },
      { id: 'sizes', heading: 'Sizes', text: 'Small, medium and large sliders match the other inputs.' },
    ],
  },
  {
    route: '/joy-ui/customization/themed-components/',
    title: 'Themed components',
    productId: 'joy-ui',
    sections: [
      { id: null, heading: 'Themed components', text: 'Change the default props and styles of every component from the theme.' },
      { id: 'overrides', heading: 'Style overrides', text: 'styleOverrides in the theme restyle each slot of a component.' },
    ],
  },
  {
    route: '/',
    title: 'Home',
    productId: null,
    sections: [{ id: null, heading: 'Home', text: 'Welcome to the documentation of the whole family.' }],
  },
];

/** Serves built search files (by URL path) to the engine, recording each request's path. */
export function serve(files: Map<string, string>): { fetcher: JsonFetcher; requests: string[] } {
  const requests: string[] = [];
  const fetcher: JsonFetcher = async (url) => {
    const path = new URL(url).pathname;
    requests.push(path);
    // Answer in a later task, as the network would, so the engine's "waiting" states are observable.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const content = files.get(path);
    if (content === undefined) throw new Error(`404 ${path}`);
    return JSON.parse(content);
  };
  return { fetcher, requests };
}

/** Lets every pending fetch and the follow-ups it starts settle. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
