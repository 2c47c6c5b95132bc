import { describe, expect, it } from 'vitest';
import { sendPageView, type PageViewEnv } from '../../../../runtime/analytics/pageView.ts';
import { createRecordingAnalytics } from '../../ads/fakeAnalytics.ts';

function page(pathname: string, hash = '', meta: Record<string, string> = {}): PageViewEnv {
  return {
    document: {
      title: 'Button - Material UI',
      querySelector: ((selector: string) => {
        const name = /meta\[name="(.+)"\]/.exec(selector)?.[1] ?? '';
        return name in meta ? { getAttribute: () => meta[name] } : null;
      }) as Document['querySelector'],
    },
    location: { pathname, search: '', hash },
  };
}

describe('sendPageView', () => {
  it('sends page_view with the title, the canonical location and the product ids from the meta tags', () => {
    const analytics = createRecordingAnalytics();
    sendPageView(
      analytics,
      page('/material-ui/react-button/', '#basic-button', { 'mui:productId': 'material-ui', 'mui:productCategoryId': 'core' }),
    );
    expect(analytics.calls).toEqual([
      [
        'event',
        'page_view',
        {
          page_title: 'Button - Material UI',
          page_location: '/material-ui/react-button/',
          productId: 'material-ui',
          productCategoryId: 'core',
        },
      ],
    ]);
  });

  it('drops the language prefix and leaves missing product ids out', () => {
    const analytics = createRecordingAnalytics();
    sendPageView(analytics, page('/zh/system/getting-started/', '#top'));
    expect(analytics.calls[0][2]).toEqual({
      page_title: 'Button - Material UI',
      page_location: '/system/getting-started/',
      productId: undefined,
      productCategoryId: undefined,
    });
  });
});
