import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@arcade/shared-ui/testing';
import { PdfLauncher } from './pdf-launcher';

// The real module imports the PDFs generated at build time; webpack turns them into hashed asset URLs.
jest.mock('./pdf-files', () => ({
  PDF_FILES: {
    'terms-and-conditions': '/remotes/mfe_legal/1.0.0/assets/terms-and-conditions.1a2b3c4d.pdf',
    'sweepstake-rules': '/remotes/mfe_legal/1.0.0/assets/sweepstake-rules.5e6f7a8b.pdf',
  },
}));

describe('PDF viewer', () => {
  it.each([
    ['sweepstake-rules', 'Sweepstake Rules', '/remotes/mfe_legal/1.0.0/assets/sweepstake-rules.5e6f7a8b.pdf'],
    [
      'terms-and-conditions',
      'Terms and Conditions',
      '/remotes/mfe_legal/1.0.0/assets/terms-and-conditions.1a2b3c4d.pdf',
    ],
  ] as const)('opens the %s PDF inside the page with a download link', async (docId, title, url) => {
    const user = userEvent.setup();
    const { container } = renderWithShell(<PdfLauncher docId={docId} title={title} />);
    const button = screen.getByRole('button', { name: 'View PDF' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const region = await screen.findByRole('region', { name: `${title} (PDF)` });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', region.id);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: `${title} (PDF)` })).toHaveFocus(),
    );

    const object = container.querySelector('object');
    expect(object).toHaveAttribute('type', 'application/pdf');
    expect(object).toHaveAttribute('data', url);
    expect(object).toHaveAttribute('title', `${title} (PDF)`);

    const download = screen.getByRole('link', { name: 'Download PDF' });
    expect(download).toHaveAttribute('href', url);
    expect(download).toHaveAttribute('download', `lucky-arcade-${docId}.pdf`);
    // Fallback inside <object> for browsers without an inline PDF viewer.
    expect(screen.getByRole('link', { name: `Download the ${title} PDF` })).toHaveAttribute('href', url);
    expect(screen.getByRole('link', { name: /Open PDF in a new tab/ })).toHaveAttribute('target', '_blank');
  });

  it('closes with the close button and returns focus to "View PDF"', async () => {
    const user = userEvent.setup();
    renderWithShell(<PdfLauncher docId="sweepstake-rules" title="Sweepstake Rules" />);
    await user.click(screen.getByRole('button', { name: 'View PDF' }));
    await user.click(await screen.findByRole('button', { name: 'Close PDF viewer' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('button', { name: 'View PDF' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'View PDF' })).toHaveAttribute('aria-expanded', 'false');
  });
});
