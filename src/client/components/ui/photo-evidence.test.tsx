// Evidence photos (issue 46): chosen from the keyboard-reachable picker, uploaded one by one, shown with a way to
// take each out, a refused upload said by its file's name, and no more than the limit.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/render.tsx';
import { PhotoEvidence, type EvidencePhoto } from './photo-evidence.tsx';

function Form({ max = 2 }: { max?: number }) {
  const [photos, setPhotos] = useState<EvidencePhoto[]>([]);
  return <PhotoEvidence label="Photos of the damage" required photos={photos} onChange={setPhotos} max={max} />;
}

const image = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('evidence photos', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uploads each chosen photo, shows it, and takes it out again', { timeout: 30_000 }, async () => {
    let n = 0;
    stubFetch(undefined, {
      '/api/uploads/photos': () => {
        n += 1;
        if (n === 2) return json({ error: { code: 'BAD_IMAGE', message: 'That is not a photo.' } }, 400);
        return json({ photo: { id: `p${n}`, url: `/uploads/photos/p${n}`, width: 800, height: 600 } });
      },
    });
    render(<Form />);
    const picker = screen.getByLabelText(/Photos of the damage/, { selector: 'input' });
    const user = userEvent.setup();
    await user.upload(picker, [image('chair.png'), image('notes.txt.png'), image('table.png')]);

    const added = await screen.findByRole('list', { name: 'Photos of the damage: added' });
    await waitFor(() => expect(within(added).getAllByRole('img')).toHaveLength(2));
    expect(
      within(added)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Photos of the damage 1: chair.png', 'Photos of the damage 2: table.png']);
    expect(screen.getByRole('alert')).toHaveTextContent('notes.txt.png: That is not a photo.');
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    expect(picker).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove chair.png' }));
    expect(within(added).getAllByRole('img')).toHaveLength(1);
    expect(picker).toBeEnabled();
  });
});
