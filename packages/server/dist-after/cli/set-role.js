import { findUserByUsername, setUserRole } from '../features/users/users.repository.js';
export async function setRole(db, username, role) {
    const user = await findUserByUsername(db, username);
    if (!user)
        return { ok: false, message: `No user named "${username}".` };
    if (user.role === role)
        return {
            ok: true,
            message: `${user.username} is already ${role === 'admin' ? 'an admin' : 'an artist'}.`,
        };
    await setUserRole(db, user.id, role);
    return { ok: true, message: `${user.username} is now ${role === 'admin' ? 'an admin' : 'an artist'}.` };
}
//# sourceMappingURL=set-role.js.map