/** Company users: invitations, seats, disabling, ownership transfer (issue 19). */
export {};
