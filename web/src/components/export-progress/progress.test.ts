import { describe, expect, it } from 'vitest';
import { estimateRemainingSeconds, exportReducer, formatRemaining, initialExportState } from './progress';

describe('export progress', () => {
  it('goes preparing → downloading → completed with progress and remaining time', () => {
    let state = exportReducer(initialExportState, { type: 'start', title: 'Exportando relatório PDF', at: 0 });
    expect(state).toMatchObject({ status: 'preparing', title: 'Exportando relatório PDF', startedAt: 0 });
    state = exportReducer(state, { type: 'response', total: 1000, at: 1000 });
    expect(state).toMatchObject({ status: 'downloading', total: 1000, remainingSeconds: null });
    state = exportReducer(state, { type: 'progress', loaded: 250, total: 1000, at: 2000 });
    expect(state).toMatchObject({ progress: 25, loaded: 250, remainingSeconds: 3 });
    state = exportReducer(state, { type: 'complete' });
    expect(state).toMatchObject({ status: 'completed', progress: 100 });
    expect(exportReducer(state, { type: 'close' })).toEqual(initialExportState);
  });

  it('keeps progress 0 and the time unknown while the total is unknown', () => {
    let state = exportReducer(initialExportState, { type: 'start', title: 'Exportando artefatos', at: 0 });
    state = exportReducer(state, { type: 'response', total: 0, at: 0 });
    state = exportReducer(state, { type: 'progress', loaded: 500, total: 0, at: 5000 });
    expect(state).toMatchObject({ progress: 0, total: 0, remainingSeconds: null });
    expect(formatRemaining(state.remainingSeconds)).toBe('Calculando...');
  });

  it('records errors and cancellation', () => {
    const started = exportReducer(initialExportState, { type: 'start', title: 'Exportando relatório PDF', at: 0 });
    expect(exportReducer(started, { type: 'fail', message: 'Erro ao gerar export' })).toMatchObject({ status: 'error', error: 'Erro ao gerar export' });
    expect(exportReducer(started, { type: 'cancel', message: 'Export cancelado' })).toMatchObject({ status: 'cancelled', error: 'Export cancelado' });
  });

  it('estimates from the average rate, not before half a second of data', () => {
    expect(estimateRemainingSeconds(100, 1000, 0, 200)).toBeNull();
    expect(estimateRemainingSeconds(100, 1000, 0, 1000)).toBe(9);
    expect(estimateRemainingSeconds(0, 1000, 0, 1000)).toBeNull();
    expect(estimateRemainingSeconds(1000, 1000, 0, 1000)).toBe(0);
  });

  it('formats the remaining time in seconds or minutes', () => {
    expect(formatRemaining(12)).toBe('12 s');
    expect(formatRemaining(0)).toBe('1 s');
    expect(formatRemaining(61)).toBe('2 min');
    expect(formatRemaining(600)).toBe('10 min');
  });
});
