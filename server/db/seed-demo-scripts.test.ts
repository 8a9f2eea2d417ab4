import { describe, expect, it } from 'vitest';
import { engine } from '../domain/checkins/engine';
import { assessTriage } from '../domain/triage';
import { DEMO_SCRIPTS } from './seed-demo-scripts';

describe('the demo patients’ scripts', () => {
  it.each(Object.entries(DEMO_SCRIPTS))(
    '%s ends the interview on its last message at its level',
    (_name, script) => {
      let { state, reply } = engine.start({
        language: script.language,
        treatmentStatus: 'undergoing_treatment',
        onImmunotherapy: false,
        mode: 'ai',
      });
      script.messages.forEach((message, index) => {
        expect(
          reply.awaiting.type,
          `message ${index + 1}, "${message}", came after the end`,
        ).not.toBe('done');
        ({ state, reply } = engine.continue(state, message));
      });
      expect(reply.awaiting.type).toBe('done');
      const finished = engine.finish(state);
      expect(assessTriage(finished.findings, finished.context).alert_level).toBe(script.level);
    },
  );
});
