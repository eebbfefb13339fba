import { useState, type KeyboardEvent } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Listbox, ListboxOption, ListboxStatus } from './listbox';
import { listboxKeyCommand } from './listbox-model';
import { useListbox } from './use-listbox';

const CREWS = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'];

/** The smallest editable combobox on the primitive, as the time picker and address box use it. */
function CrewCombobox({
  chosen = -1,
  keepsFocus = true,
  onPick = () => {},
  ownerIndex,
  onActiveIndexChange,
}: {
  chosen?: number;
  keepsFocus?: boolean;
  onPick?: (crew: string) => void;
  ownerIndex?: number;
  onActiveIndexChange?: (index: number) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const listbox = useListbox({
    id: 'crew',
    count: CREWS.length,
    isOpen,
    wraps: true,
    activeIndex: ownerIndex,
    onActiveIndexChange,
  });
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const command = listboxKeyCommand(event, { isOpen });
    if (command) event.preventDefault();
    switch (command?.type) {
      case 'open':
        setIsOpen(true);
        return listbox.openAt(command, chosen);
      case 'move':
        return void listbox.move(command.move);
      case 'close':
        return setIsOpen(false);
      case 'pick':
        return onPick(CREWS[listbox.activeIndex] ?? '');
    }
  };
  return (
    <>
      <input aria-label="Crew" {...listbox.inputProps} onKeyDown={handleKeyDown} />
      <Listbox listbox={listbox} label="Crew" hidden={!isOpen}>
        {CREWS.map((crew, index) => (
          <ListboxOption
            key={crew}
            index={index}
            keepsFocus={keepsFocus}
            onPick={() => onPick(crew)}
          >
            {crew}
          </ListboxOption>
        ))}
      </Listbox>
      <ListboxStatus isShown={isOpen}>{isOpen ? '5 crews' : ''}</ListboxStatus>
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Crew' });
const activeOption = () => {
  const id = input().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('Listbox', () => {
  const scrollIntoView = vi.fn();
  const original = Element.prototype.scrollIntoView;
  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    cleanup();
    Element.prototype.scrollIntoView = original;
  });

  it('links the control, the list and its options by id', async () => {
    render(<CrewCombobox />);
    expect(input()).toHaveAttribute('aria-controls', 'crew-listbox');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    await userEvent.click(input());
    await userEvent.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Crew' })).toHaveAttribute('id', 'crew-listbox');
    expect(input()).toHaveAttribute('aria-activedescendant', 'crew-option-0');
    expect(activeOption()).toHaveAccessibleName('Alpha');
  });

  it('marks the highlighted option selected and highlighted, and only that one', async () => {
    render(<CrewCombobox />);
    await userEvent.click(input());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[1]).toHaveAttribute('data-highlighted', '');
    expect(options[1]).toHaveClass('data-highlighted:item-highlight');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    expect(options[0]).not.toHaveAttribute('data-highlighted');
  });

  it('opens on the chosen option and wraps with the arrows', async () => {
    render(<CrewCombobox chosen={3} />);
    await userEvent.click(input());
    await userEvent.keyboard('{ArrowUp}');
    expect(activeOption()).toHaveAccessibleName('Delta');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveAccessibleName('Alpha');
  });

  it('scrolls an option into view when the keys move to it, not when the pointer does', async () => {
    render(<CrewCombobox />);
    await userEvent.click(input());
    await userEvent.keyboard('{ArrowDown}');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('option', { name: 'Alpha' }));
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'nearest' });
    fireEvent.mouseMove(screen.getByRole('option', { name: 'Charlie' }));
    expect(activeOption()).toHaveAccessibleName('Charlie');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveAccessibleName('Delta');
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it('picks with Enter and with a click, keeping focus in the control', async () => {
    const onPick = vi.fn();
    render(<CrewCombobox onPick={onPick} />);
    await userEvent.click(input());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('Bravo');
    await userEvent.click(screen.getByRole('option', { name: 'Echo' }));
    expect(onPick).toHaveBeenLastCalledWith('Echo');
    expect(input()).toHaveFocus();
  });

  it('lets a press blur the control when asked to (a blur timer lets the click land)', async () => {
    render(<CrewCombobox keepsFocus={false} />);
    await userEvent.click(input());
    await userEvent.keyboard('{ArrowDown}');
    const press = fireEvent.mouseDown(screen.getByRole('option', { name: 'Bravo' }));
    // fireEvent answers false when the default was prevented.
    expect(press).toBe(true);
  });

  it('closes with Escape, and a closed list has no highlight', async () => {
    render(<CrewCombobox />);
    await userEvent.click(input());
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
  });

  it('follows a highlight its owner keeps', async () => {
    const onActiveIndexChange = vi.fn();
    const { rerender } = render(
      <CrewCombobox ownerIndex={2} onActiveIndexChange={onActiveIndexChange} />,
    );
    await userEvent.click(input());
    await userEvent.keyboard('{ArrowDown}');
    // Opening asks the owner, which keeps its own index until it changes it.
    expect(onActiveIndexChange).toHaveBeenLastCalledWith(0);
    expect(activeOption()).toHaveAccessibleName('Charlie');
    await userEvent.keyboard('{ArrowDown}');
    expect(onActiveIndexChange).toHaveBeenLastCalledWith(3);
    rerender(<CrewCombobox ownerIndex={4} onActiveIndexChange={onActiveIndexChange} />);
    expect(activeOption()).toHaveAccessibleName('Echo');
  });

  it('keeps the status line in the page, hidden, while there is nothing to show', async () => {
    render(<CrewCombobox />);
    expect(screen.getByRole('status')).toHaveClass('sr-only');
    await userEvent.click(input());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('status')).toHaveTextContent('5 crews');
    expect(screen.getByRole('status')).not.toHaveClass('sr-only');
  });
});
