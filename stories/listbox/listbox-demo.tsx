/**
 * The smallest editable combobox built on the listbox primitive, for its own stories: a text box
 * whose keys drive a list of crews under it, as the time picker and the address autocomplete do.
 */
import { useState, type KeyboardEvent } from 'react';
import { Listbox, ListboxOption, ListboxStatus } from '../../design-system/listbox/listbox';
import { listboxKeyCommand } from '../../design-system/listbox/listbox-model';
import { useListbox } from '../../design-system/listbox/use-listbox';

export const CREWS = Array.from({ length: 20 }, (_, index) => `Crew ${index + 1}`);

export function ListboxDemo({ onPick }: { onPick: (crew: string) => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const [chosen, setChosen] = useState(-1);
  const listbox = useListbox({ id: 'crew', count: CREWS.length, isOpen, wraps: true });

  const pick = (index: number) => {
    const crew = CREWS[index];
    if (crew === undefined) return;
    setChosen(index);
    setIsOpen(false);
    onPick(crew);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const command = listboxKeyCommand(event, { isOpen, hasPageKeys: true });
    if (!command) return;
    event.preventDefault();
    if (command.type === 'open') {
      setIsOpen(true);
      listbox.openAt(command, chosen);
    } else if (command.type === 'move') listbox.move(command.move);
    else if (command.type === 'pick') pick(listbox.activeIndex);
    else setIsOpen(false);
  };

  return (
    <div className="flex max-w-xs flex-col gap-1.5">
      <label htmlFor="crew" className="text-sm font-medium text-text">
        Crew
      </label>
      <div className="relative">
        <input
          id="crew"
          {...listbox.inputProps}
          value={CREWS[chosen] ?? ''}
          readOnly
          onKeyDown={handleKeyDown}
          onBlur={() => setIsOpen(false)}
          className="h-10 w-full rounded-md border border-border bg-surface px-3 text-sm text-text"
        />
        <div
          className="absolute inset-x-0 top-full z-dropdown mt-1 overflow-hidden rounded-md border border-border bg-surface-raised text-sm text-text shadow-lg"
          hidden={!isOpen}
        >
          <Listbox listbox={listbox} label="Crew" className="max-h-[150px] overflow-y-auto py-1">
            {isOpen &&
              CREWS.map((crew, index) => (
                <ListboxOption
                  key={crew}
                  index={index}
                  className="px-3 py-1.5"
                  onPick={() => pick(index)}
                >
                  {crew}
                </ListboxOption>
              ))}
          </Listbox>
          <ListboxStatus isShown={isOpen} className="border-t border-border">
            {isOpen ? `${CREWS.length} crews` : ''}
          </ListboxStatus>
        </div>
      </div>
    </div>
  );
}
