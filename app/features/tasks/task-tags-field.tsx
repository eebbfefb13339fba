import { useState } from 'react';
import { TASK_TAG_NAME_MAX, TASK_TAGS_MAX } from '../../../contract/tasks-text';
import { MultiSelect } from '../../../design-system/select/multi-select';
import type { SelectOption } from '../../../design-system/select/select-model';
import { useToast } from '../../../design-system/toast/toast';
import { errorText } from '../../api/api-error';
import { useCreateTaskTag } from '../../api/tasks';

const NEW_TAG = 'new-tag:';

/** The extra choice that creates a tag named as typed, when no tag has that name yet. */
export function tagOptions(tags: readonly SelectOption[], search: string): SelectOption[] {
  const name = search.trim().slice(0, TASK_TAG_NAME_MAX);
  const exists = tags.some((tag) => tag.label.toLocaleLowerCase() === name.toLocaleLowerCase());
  return name && !exists
    ? [...tags, { value: `${NEW_TAG}${name}`, label: `Create tag “${name}”` }]
    : [...tags];
}

export type TaskTagsFieldProps = {
  orgId: number;
  tags: readonly SelectOption[];
  isLoading: boolean;
  value: string[];
  onValueChange: (tagIds: string[]) => void;
  onBlur?: () => void;
  error?: string | undefined;
};

/**
 * The task's tags: the organisation's tags to choose from, searched as typed; a name no tag has
 * yet is offered as 'Create tag “…”', which adds the tag and chooses it.
 */
export function TaskTagsField({
  orgId,
  tags,
  isLoading,
  value,
  onValueChange,
  onBlur,
  error,
}: TaskTagsFieldProps) {
  const [search, setSearch] = useState('');
  const create = useCreateTaskTag(orgId);
  const toast = useToast();
  return (
    <MultiSelect
      label="Tags"
      isOptional
      isSearchable
      placeholder="Choose or create tags"
      options={tagOptions(tags, search)}
      isLoading={isLoading}
      maxCount={TASK_TAGS_MAX}
      value={value}
      onSearchChange={setSearch}
      onBlur={onBlur}
      error={error}
      onValueChange={(next) => {
        const added = next.find((each) => each.startsWith(NEW_TAG));
        if (!added) {
          onValueChange(next);
          return;
        }
        const kept = next.filter((each) => each !== added);
        create.mutate(added.slice(NEW_TAG.length), {
          onSuccess: (answer) => {
            onValueChange([...kept, String(answer.data.id)]);
            toast.success(answer.message);
          },
          onError: (failure) => toast.error(errorText(failure)),
        });
      }}
    />
  );
}
