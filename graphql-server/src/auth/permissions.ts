// Who may do what: the one table lives in schema/permissions.ts (decision 0068), where the web app
// reads it too, so the admin screens offer exactly what these guards allow. The server's modules
// import it from here.
export { ALLOW, mayChange, mayPublish, NOT_OWN_WORK_MESSAGE, tokenActor, type Actor, type Grant } from '../../../schema/permissions';
