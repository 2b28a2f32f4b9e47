import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { renderRoutes } from '../test/render';
import { UNSAVED_CHANGES_MESSAGE, useUnsavedChangesPrompt } from './unsaved-changes';

function Form() {
  const [value, setValue] = useState('');
  const [saved, setSaved] = useState(false);
  const { allowLeave } = useUnsavedChangesPrompt(value !== '' && !saved);
  return (
    <>
      <label>
        Name
        <input value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/elsewhere" onClick={() => allowLeave()}>
        Save and go
      </Link>
      <button type="button" onClick={() => setSaved(true)}>
        Save
      </button>
    </>
  );
}

function renderForm() {
  mockApi({});
  return renderRoutes(
    <>
      <Route path="/form" element={<Form />} />
      <Route path="/elsewhere" element={<h1>Elsewhere page</h1>} />
    </>,
    '/form',
  );
}

describe('useUnsavedChangesPrompt', () => {
  it('lets an untouched form go', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
  });

  it('asks before a link leaves a dirty form: Stay keeps it, Leave goes', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Name'), 'Half');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent(UNSAVED_CHANGES_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Half');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
  });

  it('does not ask once the form says it may leave, or once it is saved', async () => {
    const user = userEvent.setup();
    const { unmount } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Half');
    await user.click(screen.getByRole('link', { name: 'Save and go' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
    unmount();

    renderForm();
    await user.type(screen.getByLabelText('Name'), 'Half');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
  });
});
