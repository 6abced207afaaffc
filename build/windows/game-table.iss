; Inno Setup 6 script: a double-click Windows installer for the one-folder build.
; Made by `python build/build.py` on Windows (it passes /DAppVersion=<version>), after
; PyInstaller has written dist\game-table\. Output: dist\game-table-<version>-setup.exe.
; Runs only on Windows (the GitHub Actions workflow's windows-latest job); not on the Linux dev machine.
; Installs per user by default (no administrator needed); saves and settings stay in
; %LOCALAPPDATA%\game-table, which the uninstaller leaves alone.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif

[Setup]
AppId={{6F1C2E0A-5B7D-4C39-9E52-3A8D4B1F7C60}
AppName=Game Table
AppVersion={#AppVersion}
AppPublisher=Game Table developers
DefaultDirName={autopf}\Game Table
DefaultGroupName=Game Table
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
SourceDir=..\..
OutputDir=dist
OutputBaseFilename=game-table-{#AppVersion}-setup
SetupIconFile=build\icons\game-table.ico
UninstallDisplayIcon={app}\game-table.exe
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "dist\game-table\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Game Table"; Filename: "{app}\game-table.exe"
Name: "{autodesktop}\Game Table"; Filename: "{app}\game-table.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\game-table.exe"; Description: "{cm:LaunchProgram,Game Table}"; Flags: nowait postinstall skipifsilent
