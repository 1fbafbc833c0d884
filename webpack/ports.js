/** Dev-server port of each app; the shell's dev remotes.json points at the remotes' ports. */
module.exports = {
  shell: 3000,
  auth: 3001,
  student: 3002,
  recruiter: 3003,
};
