import { NETWORK_FORM_MESSAGES as M } from '@sextant/core/network/networkFormMessages';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SETTINGS_LABELS as L } from '../settingsLabels';
import { NetworkForm } from './NetworkForm';

function setup(otherIds: string[] = [], editing?: NetworkProfile) {
  const onSave = vi.fn<(p: NetworkProfile) => void>();
  const onCancel = vi.fn();
  render(
    <NetworkForm otherIds={otherIds} onSave={onSave} onCancel={onCancel} {...(editing && { editing })} />,
  );
  const group = (name: string) => within(screen.getByRole('group', { name }));
  return {
    onSave,
    onCancel,
    algod: group(L.services.algod),
    indexer: group(L.services.indexer),
    kmd: group(L.services.kmd),
  };
}

describe('NetworkForm', () => {
  it('shows each problem at its own field, focuses the first, and does not save', async () => {
    const user = userEvent.setup();
    const { onSave, algod, indexer } = setup();
    await user.type(algod.getByLabelText(L.fields.url), 'ftp://node');
    await user.type(algod.getByLabelText(L.fields.port), '0');
    await user.type(algod.getByLabelText(L.fields.pathPrefix), 'v2');
    await user.type(indexer.getByLabelText(L.fields.token), 'has space');
    await user.click(screen.getByRole('button', { name: L.save }));

    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText(L.name)).toHaveAccessibleDescription(M.nameRequired);
    expect(screen.getByLabelText(L.name)).toHaveFocus();
    expect(algod.getByLabelText(L.fields.url)).toHaveAccessibleDescription(M.urlScheme);
    expect(algod.getByLabelText(L.fields.port)).toHaveAccessibleDescription(M.portInvalid);
    expect(algod.getByLabelText(L.fields.pathPrefix)).toHaveAccessibleDescription(M.pathStart);
    expect(indexer.getByLabelText(L.fields.url)).toHaveAccessibleDescription(M.urlRequiredForSection);
    expect(indexer.getByLabelText(L.fields.token)).toHaveAccessibleDescription(M.tokenChars);
    expect(algod.getByLabelText(L.fields.token)).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('alert')).toHaveTextContent(L.formHasErrors);
  });

  it('saves a LAN node over plain http, saying at its URL that the token travels in clear; refuses an internet host over http', async () => {
    const user = userEvent.setup();
    const { onSave, algod } = setup();
    await user.type(algod.getByLabelText(L.fields.url), 'http://algod.local');
    expect(algod.getByLabelText(L.fields.url)).toHaveAccessibleDescription(M.urlLocalHttp);
    await user.clear(algod.getByLabelText(L.fields.url));
    await user.type(screen.getByLabelText(L.name), 'Home node');
    await user.type(algod.getByLabelText(L.fields.url), 'http://203.0.113.9:8080');
    await user.click(screen.getByRole('button', { name: L.save }));
    expect(onSave).not.toHaveBeenCalled();
    expect(algod.getByLabelText(L.fields.url)).toHaveAccessibleDescription(M.urlPlainHttp);
    await user.clear(algod.getByLabelText(L.fields.url));
    await user.type(algod.getByLabelText(L.fields.url), 'http://192.168.1.20:8080');
    await user.click(screen.getByRole('button', { name: L.save }));
    expect(onSave).toHaveBeenCalledOnce();
    expect(onSave.mock.calls[0]![0].algod.url).toBe('http://192.168.1.20:8080');
  });

  it('refuses a name another saved network already uses', async () => {
    const user = userEvent.setup();
    const { onSave, algod } = setup(['lab']);
    await user.type(screen.getByLabelText(L.name), 'Lab');
    await user.type(algod.getByLabelText(L.fields.url), 'http://127.0.0.1:4001');
    await user.click(screen.getByRole('button', { name: L.save }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText(L.name)).toHaveAccessibleDescription(M.nameTaken);
  });

  it('saves a valid network as a profile, with a custom token header', async () => {
    const user = userEvent.setup();
    const { onSave, algod, kmd } = setup();
    await user.type(screen.getByLabelText(L.name), 'Office node');
    await user.type(algod.getByLabelText(L.fields.url), 'https://node.example.org');
    await user.type(algod.getByLabelText(L.fields.pathPrefix), '/algod');
    await user.type(algod.getByLabelText(L.fields.token), 's3cret');
    expect(algod.getByLabelText(L.fields.token)).toHaveAttribute('type', 'password');
    await user.clear(algod.getByLabelText(L.fields.tokenHeader));
    await user.type(algod.getByLabelText(L.fields.tokenHeader), 'X-API-Key');
    await user.type(kmd.getByLabelText(L.fields.url), 'http://127.0.0.1');
    await user.type(kmd.getByLabelText(L.fields.port), '4002');
    await user.click(screen.getByRole('button', { name: L.save }));
    expect(onSave).toHaveBeenCalledWith({
      id: 'office-node',
      name: 'Office node',
      builtIn: false,
      algod: {
        url: 'https://node.example.org',
        port: null,
        pathPrefix: '/algod',
        token: 's3cret',
        tokenHeader: 'X-API-Key',
      },
      kmd: { url: 'http://127.0.0.1', port: 4002, pathPrefix: '', token: '', tokenHeader: 'X-KMD-API-Token' },
    });
  });

  it('starts from the profile being edited', () => {
    const { algod } = setup([], {
      id: 'lab',
      name: 'Lab',
      builtIn: false,
      algod: {
        url: 'http://10.0.0.2',
        port: 8080,
        pathPrefix: '',
        token: 't',
        tokenHeader: 'X-Algo-API-Token',
      },
    });
    expect(screen.getByLabelText(L.name)).toHaveValue('Lab');
    expect(algod.getByLabelText(L.fields.port)).toHaveValue('8080');
  });
});
