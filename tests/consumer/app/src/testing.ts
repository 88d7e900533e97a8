// The test doubles entry: a scripted transport drives the upload widgets without a server.
import { createScriptedTransport } from '@tessera/react/testing';
import { createUploader, type UploadTransport } from '@tessera/react';

export const transport: UploadTransport = createScriptedTransport();
export const uploader = createUploader({ transport });
