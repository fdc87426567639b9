import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useState } from 'react';
import { DataProviderContext, RecordContextProvider, useTranslate } from 'react-admin';
import { DATA_URLS } from '../../controls/upload/stories/sampleUploadFiles.ts';
import { FieldCell } from '../cells/FieldCell.tsx';
import { LowcodeEnvironmentProvider } from '../LowcodeEnvironment.tsx';
import { STORY_SIGNATURES } from './FieldStory.tsx';
import { memoryDataProvider } from './memoryDataProvider.ts';
import { sampleResource } from './sampleResource.ts';

/** Every field of the sample resource as its list cell shows it for `record`, one row per field. */
export function CellsStory({ record }: { record: Record<string, unknown> }) {
  const translate = useTranslate();
  const [dataProvider] = useState(() => memoryDataProvider({ signatures: STORY_SIGNATURES }));
  return (
    <DataProviderContext.Provider value={dataProvider}>
      <LowcodeEnvironmentProvider value={{ previewUrl: () => DATA_URLS.png }}>
        <RecordContextProvider value={{ id: 'sample', ...record }}>
          <Table size="small" sx={{ maxWidth: 640 }}>
            <TableBody>
              {Object.entries(sampleResource.fields).map(([name, field]) => (
                <TableRow key={name}>
                  <TableCell component="th" scope="row">
                    {translate(sampleResource.labelKey(name))}
                  </TableCell>
                  <TableCell data-field={name}>
                    <FieldCell source={name} field={field} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </RecordContextProvider>
      </LowcodeEnvironmentProvider>
    </DataProviderContext.Provider>
  );
}
