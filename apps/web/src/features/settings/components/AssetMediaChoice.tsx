import { useState } from 'react';
import { CheckField } from '../../../ui/CheckField';
import { readAssetMediaAuto, saveAssetMediaAuto } from '../../assets/assetMediaPreference';
import { SETTINGS_LABELS as L } from '../settingsLabels';

/** Whether asset pages read metadata files and images from other hosts without asking. */
export function AssetMediaChoice() {
  // the settings page is not drawn by the server: the stored choice can be read at once
  const [auto, setAuto] = useState(() => readAssetMediaAuto());
  return (
    <CheckField
      label={L.assetMediaAuto}
      note={L.assetMediaNote}
      checked={auto}
      onChange={(checked) => {
        saveAssetMediaAuto(checked);
        setAuto(checked);
      }}
    />
  );
}
