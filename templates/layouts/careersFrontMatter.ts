/** The careers page's own front matter: teams with their open roles, and the questions of its FAQ. */
import { recordList, optionalText, requiredText } from './frontMatterFields.ts';
import type { LayoutPage } from './types.ts';

export interface OpenRole {
  title: string;
  location: string;
  description?: string;
  /** Where to read the full posting and apply. */
  href: string;
}

export interface Team {
  name: string;
  roles: OpenRole[];
}

export interface FaqEntry {
  question: string;
  /** Plain text; a blank line starts a new paragraph. */
  answer: string;
}

/** `teams: [{ name, roles: [{ title, location, description, href }] }]`, in the order written. */
export function readTeams(page: LayoutPage): Team[] {
  return recordList(page, page.frontMatter, 'teams').map((team, t) => {
    const at = `teams[${t}].`;
    return {
      name: requiredText(page, team, 'name', at),
      roles: recordList(page, team, 'roles', at).map((role, r) => {
        const roleAt = `${at}roles[${r}].`;
        return {
          title: requiredText(page, role, 'title', roleAt),
          location: requiredText(page, role, 'location', roleAt),
          description: optionalText(page, role, 'description', roleAt),
          href: requiredText(page, role, 'href', roleAt),
        };
      }),
    };
  });
}

/** `faq: [{ q, a }]`, in the order written. */
export function readFaq(page: LayoutPage): FaqEntry[] {
  return recordList(page, page.frontMatter, 'faq').map((entry, i) => ({
    question: requiredText(page, entry, 'q', `faq[${i}].`),
    answer: requiredText(page, entry, 'a', `faq[${i}].`),
  }));
}

/** How many roles are open across all teams. */
export function openRoleCount(teams: Team[]): number {
  return teams.reduce((sum, team) => sum + team.roles.length, 0);
}
