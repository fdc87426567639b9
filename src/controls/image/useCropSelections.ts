import { useCallback, useState } from 'react';
import { areCropsEqual, type PercentCrop } from 'react-image-crop';
import { initialCrop } from './cropGeometry.ts';
import type { CropDefinition } from './cropTypes.ts';
import type { ImageSize } from './readImageSize.ts';

type Selections = Readonly<Record<string, PercentCrop>>;

const startingSelections = (definitions: readonly CropDefinition[], natural: ImageSize): Selections =>
  Object.fromEntries(definitions.map((definition) => [definition.type, initialCrop(definition, natural)]));

/**
 * One selection per crop definition, in percent of the image (independent of its displayed size).
 * They start centred once the natural size is known; `changed` turns true on the first real edit.
 */
export function useCropSelections(definitions: readonly CropDefinition[], knownSize?: ImageSize) {
  const [natural, setNaturalState] = useState<ImageSize | undefined>(knownSize);
  const [selections, setSelections] = useState<Selections>(() => (knownSize ? startingSelections(definitions, knownSize) : {}));
  const [changed, setChanged] = useState(false);

  const setNatural = useCallback(
    (size: ImageSize) => {
      setNaturalState(size);
      // The stored size may be missing or stale; the decoded image decides.
      setSelections((current) =>
        Object.keys(current).length > 0 && knownSize?.width === size.width && knownSize.height === size.height
          ? current
          : startingSelections(definitions, size),
      );
    },
    [definitions, knownSize],
  );

  const select = useCallback(
    (type: string, crop: PercentCrop) => {
      if (selections[type] && areCropsEqual(selections[type], crop)) return;
      setChanged(true);
      setSelections((current) => ({ ...current, [type]: crop }));
    },
    [selections],
  );

  return { natural, setNatural, selections, select, changed };
}
