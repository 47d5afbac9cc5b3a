import {
  messages,
  myFilePdfMaxBytes,
  myFilesMessages,
  routes,
  uploadMyFileFieldsSchema,
} from "@cloudoc/contract";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { parseFields, readForm } from "../../platform/multipart-form";
import { serve } from "../../platform/routes";
import { companySiteOf } from "../accounts/auth-response";
import { siteOf } from "../accounts/visit";
import { sendFile as sendReply } from "../exports/send";
import { deleteItem } from "./bin";
import { copyFile, copyFolder } from "./copies";
import { downloadLink, linkedFile } from "./downloads";
import { createFile, fileDetails, saveFile, viewFile } from "./files";
import {
  allFolders,
  createFolder,
  itemName,
  moveFile,
  moveFolder,
  renameItem,
  subFolders,
  targetFolders,
} from "./folders";
import { listMyFiles, recentMyFiles } from "./list";
import { sendFile, sentFiles } from "./share";
import { uploadFile } from "./upload";

const uploadFailures = { tooLarge: myFilesMessages.pdfTooLarge, notMultipart: myFilesMessages.choosePdf };

/** The My Files calls of spec 001 §7 (issue 16); the rules are in the services. */
export const myFilesRoutes: FastifyPluginAsync = async (app) => {
  if (!app.hasContentTypeParser("multipart/form-data")) {
    await app.register(multipart, { limits: { fileSize: myFilePdfMaxBytes, files: 1, fields: 20 } });
  }
  const { platform } = app;
  const { db } = platform;

  serve(app, routes.myFiles, async ({ input, actor }) => ok("", await listMyFiles(db, actor, input)));
  serve(app, routes.myFolders, async ({ actor }) => ok("", await allFolders(db, actor)));
  serve(app, routes.mySubFolders, async ({ input, actor }) =>
    ok("", await subFolders(db, actor, input.folderId)),
  );
  serve(app, routes.myTargetFolders, async ({ input, actor }) =>
    ok("", await targetFolders(db, actor, input.folderId)),
  );
  serve(app, routes.myItemName, async ({ input, actor }) =>
    ok("", { data: await itemName(db, actor, input.id, input.type) }),
  );

  serve(app, routes.createMyFolder, async ({ input, actor }) =>
    ok(messages.newFolderCreated, { data: await createFolder(db, actor, input) }),
  );
  serve(app, routes.renameMyItem, async ({ input, actor }) => {
    const message = input.type === "file" ? messages.fileUpdated : messages.folderUpdated;
    return ok(message, { data: await renameItem(db, actor, input) });
  });
  serve(app, routes.moveMyItem, async ({ input, actor }) => {
    if (input.type === "file")
      return ok(myFilesMessages.fileMoved, { data: await moveFile(db, actor, input) });
    const request = { folderId: input.fileId, selectedFolderId: input.id };
    return ok(myFilesMessages.folderMoved, { data: await moveFolder(db, actor, request) });
  });
  serve(app, routes.moveMyFolder, async ({ input, actor }) =>
    ok(myFilesMessages.folderMoved, { data: await moveFolder(db, actor, input) }),
  );
  serve(app, routes.copyMyFolder, async ({ input, actor }) =>
    ok(myFilesMessages.folderCopied, { data: await copyFolder(platform, actor, input) }),
  );
  serve(app, routes.deleteMyItem, async ({ input, actor }) => {
    const { message, ...data } = await deleteItem(platform, actor, input);
    return ok(message, { data });
  });

  serve(app, routes.createMyFile, async ({ input, actor }) =>
    ok(messages.fileCreated, { data: await createFile(db, actor, input) }),
  );
  serve(app, routes.copyMyFile, async ({ input, actor }) =>
    ok(myFilesMessages.fileCopied, { data: await copyFile(platform, actor, input) }),
  );
  serve(app, routes.myFileDetails, async ({ input, actor }) =>
    ok("", { data: await fileDetails(db, actor, input.fileId) }),
  );
  serve(app, routes.saveMyFile, async ({ input, actor }) =>
    ok(messages.documentSaved, { data: await saveFile(db, actor, input) }),
  );
  serve(app, routes.viewMyFile, async ({ input, actor }) =>
    ok("", { data: await viewFile(db, actor, input.fileId) }),
  );
  serve(app, routes.recentMyFiles, async ({ actor }) => ok("", await recentMyFiles(db, actor)));

  serve(app, routes.uploadMyFile, async ({ actor, request }) => {
    const form = await readForm(request, actor, myFilePdfMaxBytes, uploadFailures);
    const fields = parseFields(uploadMyFileFieldsSchema, form.fields);
    return ok(myFilesMessages.pdfUploaded, { data: await uploadFile(platform, actor, fields, form.file) });
  });

  serve(app, routes.downloadMyFile, async ({ input, actor }) =>
    ok(messages.documentDownloaded, await downloadLink(db, actor, input)),
  );
  serve(app, routes.myFileLink, async ({ input, actor, reply }) => {
    const use = { companyId: actor.session?.companyId ?? null };
    const { file, inline } = await linkedFile(platform, input.token, use);
    return sendReply(reply, file, inline);
  });

  serve(app, routes.sendMyFile, async ({ input, actor, request }) => {
    const site = siteOf(request);
    const subdomain = actor.session.subdomain;
    const address = subdomain
      ? companySiteOf(platform, site, subdomain)
      : `${site.protocol}://${platform.config.baseDomain}`;
    return ok(myFilesMessages.fileSent, { data: await sendFile(platform, actor, input, address) });
  });
  serve(app, routes.sentMyFiles, async ({ input, actor }) => ok("", await sentFiles(db, actor, input)));
};
