/** Layout of the open roles page: hero, the page's Markdown (values, perks), open roles grouped by team, then the FAQ. */
import * as React from 'react';
import { PageIntro } from './PageIntro.tsx';
import { openRoleCount, readFaq, readTeams, type FaqEntry, type Team } from './careersFrontMatter.ts';
import type { LayoutProps } from './types.ts';
import { useWithBase } from '../shell/SiteUrlContext.tsx';

function roleCountLabel(count: number): string {
  return count === 1 ? '1 open role' : `${count} open roles`;
}

function CountBadge({ count }: { count: number }) {
  // The digit alone is ambiguous to a screen reader once it leaves the heading's visual context.
  return (
    <span className="careers-count">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{roleCountLabel(count)}</span>
    </span>
  );
}

function TeamRoles({ team, headingId }: { team: Team; headingId: string }) {
  const withBase = useWithBase();
  return (
    <section className="careers-team" aria-labelledby={headingId}>
      <h3 id={headingId} className="careers-team-name">
        {team.name} <CountBadge count={team.roles.length} />
      </h3>
      <ul className="careers-role-list">
        {team.roles.map((role) => (
          <li key={role.href} className="careers-role">
            <a className="careers-role-title" href={withBase(role.href)}>
              {role.title}
            </a>
            <span className="careers-role-location">{role.location}</span>
            {role.description ? <p className="careers-role-description">{role.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Faq({ entries }: { entries: FaqEntry[] }) {
  return (
    <section className="careers-section" aria-labelledby="careers-faq">
      <h2 id="careers-faq" className="standalone-section-title">
        Frequently asked questions
      </h2>
      {entries.map((entry) => (
        <details key={entry.question} className="careers-faq-item">
          <summary>{entry.question}</summary>
          {entry.answer.split(/\n\s*\n/).map((paragraph) => (
            <p key={paragraph}>{paragraph.trim()}</p>
          ))}
        </details>
      ))}
    </section>
  );
}

/** Renders the open roles page. */
export function CareersLayout({ page, content }: LayoutProps) {
  const teams = readTeams(page);
  const total = openRoleCount(teams);
  const hiringTeams = teams.filter((team) => team.roles.length > 0);
  const faq = readFaq(page);
  return (
    <div className="standalone-page careers">
      <PageIntro eyebrow="Careers" title={page.title} description={page.description}>
        {total > 0 ? (
          <a className="standalone-cta" href="#open-roles">
            See the {roleCountLabel(total)}
          </a>
        ) : null}
      </PageIntro>
      <div className="markdown-body">{content}</div>
      <section className="careers-section" aria-labelledby="open-roles">
        <h2 id="open-roles" className="standalone-section-title">
          Open roles <CountBadge count={total} />
        </h2>
        {hiringTeams.length > 0 ? (
          hiringTeams.map((team, i) => <TeamRoles key={team.name} team={team} headingId={`careers-team-${i + 1}`} />)
        ) : (
          <p className="careers-none">No roles are open right now. New ones are posted here first.</p>
        )}
      </section>
      {faq.length > 0 ? <Faq entries={faq} /> : null}
    </div>
  );
}
