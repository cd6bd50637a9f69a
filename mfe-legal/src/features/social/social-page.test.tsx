import { screen, within } from '@testing-library/react';
import { renderWithShell } from '@arcade/shared-ui/testing';
import { SOCIAL_LINKS } from '@arcade/contracts';
import { COMMUNITY_GUIDELINES } from './social-links';
import { SocialPage } from './social-page';

describe('Community page', () => {
  it('links every official account with a clear name, opening safely in a new tab', () => {
    renderWithShell(<SocialPage />);
    for (const s of SOCIAL_LINKS) {
      const a = screen.getByRole('link', { name: `Lucky Arcade on ${s.network} (opens in a new tab)` });
      expect(a).toHaveAttribute('href', s.url);
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('lists the community guidelines in order and the giveaway rules', () => {
    renderWithShell(<SocialPage />);
    const section = screen.getByRole('region', { name: 'Community Guidelines' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(COMMUNITY_GUIDELINES.length);
    expect(items[0]).toHaveTextContent(COMMUNITY_GUIDELINES[0]!.title);
    const giveaways = screen.getByRole('region', { name: 'Giveaways on Social Media' });
    expect(giveaways).toHaveTextContent('No purchase is necessary');
    expect(within(giveaways).getByRole('link', { name: 'Sweepstake Rules' })).toHaveAttribute(
      'href',
      '/sweepstake-rules',
    );
  });
});
