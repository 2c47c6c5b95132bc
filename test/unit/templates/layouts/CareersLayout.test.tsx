import { describe, expect, it } from 'vitest';
import { CareersLayout } from '../../../../templates/layouts/CareersLayout.tsx';
import { layoutPage, renderLayout } from '../../layouts/renderLayout.tsx';

const role = (title: string) => ({ title, location: 'Remote', description: `About ${title}`, href: `https://jobs.test/${title}` });

const frontMatter = {
  title: 'Careers',
  layout: 'careers',
  teams: [
    { name: 'Engineering', roles: [role('a'), role('b'), role('c')] },
    { name: 'Design', roles: [] },
    { name: 'People', roles: [role('d')] },
    { name: 'Sales' },
  ],
  faq: [
    { q: 'Remote?', a: 'Yes.' },
    { q: 'Process?', a: 'First paragraph.\n\nSecond paragraph.\n' },
  ],
};

const render = (fm: Record<string, unknown> = frontMatter) => renderLayout(CareersLayout, layoutPage('/careers/', fm));

describe('CareersLayout', () => {
  it('badges "Open roles" with the number of roles across all teams', () => {
    expect(render()).toContain(
      '<h2 id="open-roles" class="standalone-section-title">Open roles <span class="careers-count"><span aria-hidden="true">4</span><span class="visually-hidden">4 open roles</span></span></h2>',
    );
  });

  it('groups roles by team with each team’s count, hiding teams without roles', () => {
    const html = render();
    const teams = [...html.matchAll(/<h3 id="[^"]+" class="careers-team-name">([^<]+) <span class="careers-count"><span aria-hidden="true">(\d+)/g)];
    expect(teams.map((m) => [m[1], Number(m[2])])).toEqual([
      ['Engineering', 3],
      ['People', 1],
    ]);
    expect(html).not.toContain('Design');
    expect(html).not.toContain('Sales');
    expect(html.match(/class="careers-role"/g)).toHaveLength(4);
    expect(html).toContain('<a class="careers-role-title" href="https://jobs.test/d">d</a><span class="careers-role-location">Remote</span>');
  });

  it('places the hero, then the Markdown, then the roles, then the FAQ', () => {
    const html = render();
    const order = ['<h1', 'Markdown body', 'id="open-roles"', 'id="careers-faq"'].map((marker) => html.indexOf(marker));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain('<a class="standalone-cta" href="#open-roles">See the 4 open roles</a>');
  });

  it('renders each FAQ entry as a <details>, a blank line starting a new paragraph', () => {
    const html = render();
    expect(html).toContain('<details class="careers-faq-item"><summary>Remote?</summary><p>Yes.</p></details>');
    expect(html).toContain('<summary>Process?</summary><p>First paragraph.</p><p>Second paragraph.</p></details>');
  });

  it('says so when no team is hiring, and drops the call to action and an empty FAQ', () => {
    const html = render({ title: 'Careers', teams: [{ name: 'Design', roles: [] }] });
    expect(html).toContain('<span aria-hidden="true">0</span>');
    expect(html).toContain('class="careers-none"');
    expect(html).not.toContain('standalone-cta');
    expect(html).not.toContain('careers-faq');
  });

  it('names the key path of a malformed role', () => {
    expect(() => render({ title: 'Careers', teams: [{ name: 'Design', roles: [{ title: 'x', location: 'y' }] }] })).toThrow(
      'front matter "teams[0].roles[0].href" must be a non-empty string',
    );
  });
});
