import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { EnvironmentResponse } from '../../shared/generated/api/operations.schema';
import { sandboxMarkerMachine, type SandboxMarker } from './sandboxMarkerMachine';

const cancelled = () => new DOMException('route changed', 'AbortError');

const allSandbox = {
  sandbox: true,
  sandboxKinds: ['card', 'local', 'kyc', 'chain', 'payout', 'prices'],
  sandboxNetworks: [],
} satisfies EnvironmentResponse['data'];

function markerWith(answers: (() => Promise<EnvironmentResponse['data']>)[], told?: SandboxMarker) {
  const loadEnvironment = vi.fn(() => (answers.shift() ?? (() => Promise.reject(new Error('no more answers'))))());
  const actor = createActor(sandboxMarkerMachine.provide({ actors: { loadEnvironment: fromPromise(loadEnvironment) } }), { input: { sandbox: told } });
  actor.start();
  return { actor, loadEnvironment };
}

describe('the Sandbox marker', () => {
  it('shows when the server says sandbox providers are in use, asking once', async () => {
    const { actor, loadEnvironment } = markerWith([async () => ({ sandbox: true, sandboxKinds: ['card', 'kyc', 'chain'], sandboxNetworks: ['BTC', 'TRX'] })]);
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.context).toEqual({ sandbox: true, sandboxKinds: ['card', 'kyc', 'chain'], sandboxNetworks: ['BTC', 'TRX'], known: false });
    expect(loadEnvironment).toHaveBeenCalledOnce();
  });

  it('knows which provider kinds are the sandbox, so the marker can name the prices alone', async () => {
    const { actor } = markerWith([async () => ({ sandbox: true, sandboxKinds: ['prices'], sandboxNetworks: [] })]);
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.context).toMatchObject({ sandbox: true, sandboxKinds: ['prices'], sandboxNetworks: [] });
  });

  it('asks again when a route change cancelled the question, so the page still shows it', async () => {
    const { actor, loadEnvironment } = markerWith([() => Promise.reject(cancelled()), async () => allSandbox]);
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.context.sandbox).toBe(true);
    expect(loadEnvironment).toHaveBeenCalledTimes(2);
  });

  it('asks nothing when the server said so with the page (the landing page it rendered), kinds included', () => {
    const { actor, loadEnvironment } = markerWith([], { sandbox: true, sandboxKinds: ['card', 'prices'], sandboxNetworks: [] });
    expect(actor.getSnapshot()).toMatchObject({ status: 'done', context: { sandbox: true, sandboxKinds: ['card', 'prices'] } });
    expect(loadEnvironment).not.toHaveBeenCalled();
  });

  it('stays hidden, quietly, when the server cannot say', async () => {
    const { actor } = markerWith([() => Promise.reject(new Error('network'))]);
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.value).toBe('unknown');
    expect(done.context.sandbox).toBe(false);
  });
});
