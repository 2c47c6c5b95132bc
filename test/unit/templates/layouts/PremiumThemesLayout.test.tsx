import { describe, expect, it } from 'vitest';
import { PremiumThemesLayout } from '../../../../templates/layouts/PremiumThemesLayout.tsx';
import { layoutPage, renderLayout } from '../../layouts/renderLayout.tsx';

const theme = (name: string) => ({
  name,
  description: `The ${name} theme`,
  image: `/static/premium-themes/${name}.svg`,
  href: `https://store.example.com/themes/${name}`,
  price: '$49',
});

describe('PremiumThemesLayout', () => {
  const html = renderLayout(PremiumThemesLayout, layoutPage('/premium-themes/', { title: 'Premium themes', themes: [theme('one'), theme('two')] }));

  it('renders a card per theme with its preview, store link, description and price', () => {
    expect(html.match(/<li class="premium-theme">/g)).toHaveLength(2);
    expect(html).toContain('<img class="premium-theme-preview" src="/static/premium-themes/one.svg" alt="" width="640" height="400" loading="lazy" decoding="async"/>');
    expect(html).toContain('<h2 class="premium-theme-name"><a href="https://store.example.com/themes/two">two</a></h2>');
    expect(html).toContain('<p class="premium-theme-description">The two theme</p>');
    expect(html).toContain('<span class="premium-theme-price">$49</span>');
  });

  it('puts the intro Markdown before the gallery', () => {
    expect(html.indexOf('Markdown body')).toBeLessThan(html.indexOf('premium-theme-grid'));
  });

  it('names the key path of a theme without a price', () => {
    const { price: _, ...unpriced } = theme('three');
    expect(() => renderLayout(PremiumThemesLayout, layoutPage('/premium-themes/', { title: 'x', themes: [unpriced] }))).toThrow(
      'front matter "themes[0].price" must be a non-empty string',
    );
  });
});
