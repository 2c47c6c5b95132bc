/** The density controls of the density page: the high-density switch and the spacing unit, applied to every live demo. */
import { changeDensity, readDensity, type Density } from '../theme/densityState.ts';

function show(section: HTMLElement, density: Density): void {
  section.querySelector('[data-density-action="toggle-dense"]')?.setAttribute('aria-checked', String(density.dense));
  const spacing = section.querySelector('[data-density-spacing]');
  if (spacing) spacing.textContent = `${density.spacing}px`;
}

export function mountDensityControls(section: HTMLElement): void {
  show(section, readDensity());
  section.addEventListener('click', (event) => {
    const action = (event.target as Element).closest<HTMLElement>('[data-density-action]')?.dataset.densityAction;
    if (action === 'toggle-dense') show(section, changeDensity({ type: 'SET_DENSE', payload: !readDensity().dense }));
    else if (action === 'increase') show(section, changeDensity({ type: 'INCREASE_SPACING' }));
    else if (action === 'decrease') show(section, changeDensity({ type: 'DECREASE_SPACING' }));
    else if (action === 'reset') show(section, changeDensity({ type: 'RESET_DENSITY' }));
  });
}
