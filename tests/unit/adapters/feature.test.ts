// Feature modules (app/feature.ts): the one way a late-loaded part joins the composition root.
import { describe, expect, it } from 'vitest';
import type { ClientConfig } from '../../../app/config';
import { createContainer, disposeContainer, resolve } from '../../../app/container';
import { installFeature, isInstalled, type Feature } from '../../../app/feature';
import { chatFeature } from '../../../app/features/chat';
import { CHAT_ENGINE, HTTP_PORT, portToken, type HttpPort } from '../../../core';
import { createFakePorts } from '../../fakes';

const config: ClientConfig = { apiBase: '', chatSocket: 'socketio', socketUrl: undefined };

class Part {
  disposed = 0;
  started = 0;
  constructor(readonly http: HttpPort) {}
  dispose() {
    this.disposed += 1;
  }
}

const PART = portToken<Part>('test.part');
const UNUSED = portToken<Part>('test.unused');

function partFeature(log: string[]): Feature<Part> {
  return {
    name: 'part',
    bindings(define) {
      log.push('bindings');
      define.singleton(PART, (get) => new Part(get(HTTP_PORT)));
      define.singleton(UNUSED, (get) => {
        log.push('built unused');
        return new Part(get(HTTP_PORT));
      });
    },
    start(container) {
      log.push('start');
      const part = resolve(container, PART);
      part.started += 1;
      return part;
    },
  };
}

describe('installFeature', () => {
  it('binds, then runs the start phase once; installing again returns the same entry', () => {
    const container = createContainer({ config, ports: createFakePorts() });
    const log: string[] = [];
    const feature = partFeature(log);
    expect(isInstalled(container, feature)).toBe(false);
    const part = installFeature(container, feature);
    expect(installFeature(container, feature)).toBe(part);
    expect(log).toEqual(['bindings', 'start']);
    expect(part.started).toBe(1);
    expect(part.http).toBe(resolve(container, HTTP_PORT));
    expect(isInstalled(container, feature)).toBe(true);
    disposeContainer(container);
  });

  it('disposing the container unloads the module: what it built is disposed once, what it never built is not built', () => {
    const container = createContainer({ config, ports: createFakePorts() });
    const log: string[] = [];
    const part = installFeature(container, partFeature(log));
    disposeContainer(container);
    expect(part.disposed).toBe(1);
    expect(container.isBound(PART)).toBe(false);
    expect(log).not.toContain('built unused');
  });

  it('each container has its own instance of a feature', () => {
    const log: string[] = [];
    const feature = partFeature(log);
    const first = createContainer({ config, ports: createFakePorts() });
    const second = createContainer({ config, ports: createFakePorts() });
    expect(installFeature(first, feature)).not.toBe(installFeature(second, feature));
    disposeContainer(first);
    disposeContainer(second);
  });

  it('the chat feature: the engine it starts is disposed with the container (its socket listeners go too)', () => {
    const fakes = createFakePorts();
    const container = createContainer({ config, ports: fakes });
    const engine = installFeature(container, chatFeature);
    expect(resolve(container, CHAT_ENGINE)).toBe(engine);
    let disposed = 0;
    const original = engine.dispose.bind(engine);
    engine.dispose = () => {
      disposed += 1;
      original();
    };
    disposeContainer(container);
    expect(disposed).toBe(1);
    expect(container.isBound(CHAT_ENGINE)).toBe(false);
  });
});
